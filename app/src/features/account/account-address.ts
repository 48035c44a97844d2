// 'Minha conta' lives at '/?view=account', beside the journey's views (decision 0008).
export function isAccountAddress(search: string): boolean {
  return new URLSearchParams(search).get('view') === 'account';
}
