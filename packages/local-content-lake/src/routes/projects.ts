// /projects/:projectId: what the Studio reads about its project before it starts: the project and
// its one member, the dataset, the dataset's access rules (the local editor may do everything),
// and no features, applications or add-on datasets.
import { Hono } from 'hono';
import { LakeError, notFound } from '../errors.ts';
import { json } from '../http.ts';
import type { Lake } from '../lake.ts';
import { LOCAL_USER } from '../local-user.ts';

export function projectRoutes(lake: Lake): Hono {
  const app = new Hono();

  // The project is read, never changed, from here.
  app.use('/projects/:projectId/*', async (c, next) => {
    if (c.req.method !== 'GET') {
      throw new LakeError(
        405,
        'methodNotAllowed',
        `${c.req.method} on a project is not supported by the local Content Lake`,
      );
    }
    await next();
  });

  app.get('/projects/:projectId', (c) =>
    json(c, {
      id: c.req.param('projectId'),
      displayName: 'Treinamento de Habilidades Sociais (local)',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      members: [
        {
          id: LOCAL_USER.id,
          role: 'administrator',
          roles: LOCAL_USER.roles,
          isCurrentUser: true,
          isRobot: false,
        },
      ],
      features: [],
    }),
  );
  app.get('/projects/:projectId/datasets', (c) =>
    // No add-on datasets (comments live in one on Sanity's hosted plans).
    c.req.query('datasetProfile') === undefined
      ? json(c, [{ name: lake.datasetName, aclMode: 'public', tags: [] }])
      : json(c, []),
  );
  app.get('/projects/:projectId/datasets/:dataset/acl/*', (c) =>
    json(c, [
      {
        filter: '_id in path("**")',
        permissions: ['history', 'read', 'update', 'create', 'manage'],
      },
    ]),
  );
  app.get('/projects/:projectId/features/*', (c) => json(c, []));
  app.get('/projects/:projectId/user-applications/*', (c) => json(c, []));
  app.get('/projects/:projectId/users/*', (c) => json(c, [LOCAL_USER]));
  app.get('/projects/:projectId/members/*', (c) => json(c, [LOCAL_USER]));
  app.all('/projects/:projectId/:part/*', (c) => {
    throw notFound(
      `The local Content Lake does not serve /projects/${c.req.param('projectId')}/${c.req.param('part')}`,
    );
  });
  return app;
}
