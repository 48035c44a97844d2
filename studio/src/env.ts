// Which Sanity project the Studio edits. Both values come from the environment (studio/.env, see
// .env.example); without them the Studio still builds and validates offline, against a project
// id that exists nowhere, and the README explains how to connect a real one.
export const OFFLINE_PROJECT_ID = 'offline';

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || OFFLINE_PROJECT_ID;
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

/** The API version the Studio's own queries (validation rules) are written against. */
export const apiVersion = '2025-02-19';
