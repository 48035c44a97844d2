/** The editor everyone is on this machine: the local lake has no accounts (docs/decisions/0009). */
export const LOCAL_USER = {
  id: 'local-editor',
  name: 'Editor(a) local',
  email: 'editor@localhost',
  profileImage: null,
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
};
