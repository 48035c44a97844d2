// The Supabase CLI's well-known development secret and the anon and service-role keys signed
// with it (role anon / service_role, issuer supabase-demo, expiring 2032-11-12). They are public:
// anything signed with them is worthless outside a developer's machine, and the server refuses
// to start with them when NODE_ENV=production.
export const DEV_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const DEV_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const DEV_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DEV_URL = 'http://127.0.0.1:54321';
