import { defineQuery } from 'groq';

/**
 * Everything the app shows, in one query that runs unchanged against a live dataset
 * (@sanity/client) and against the snapshot (groq-js). A scene's characters come back apart, and
 * the export puts each one's name and look in the scenes that reference it. Localized fields come
 * back with every language, and with the pt-BR text each translation was made from (translationSources); the
 * export picks one per bundle. Drafts and release versions are left out: only
 * published content reaches learners. Their ids come back on their own, so that the export can
 * say which document exists only as a draft.
 */
export const CONTENT_QUERY = defineQuery(`{
  "scenarios": *[_type == "scenario" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(number asc) {
    _id, number, stage, skill, title, description,
    scene{ setting, people[]{ _key, character, name, look, feeling }, alt },
    choices[]{ _key, text, isCorrect, feedback, reaction }, translationSources
  },
  "characters": *[_type == "character" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_id asc) {
    _id, name, look
  },
  "phases": *[_type == "phase" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(number asc) {
    _id, number, name, description, translationSources
  },
  "achievements": *[_type == "achievement" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_id asc) {
    _id, id, title, description, icon, requirement, type, translationSources
  },
  "skills": *[_type == "skill" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_id asc) {
    _id, "key": key.current, name, description, casel, bncc, bnccReason, challenge,
    steps[]{ _key, text }, translationSources
  },
  "drafts": *[_id in path("drafts.**")]{ _id, _type, number, skill }
}`);
