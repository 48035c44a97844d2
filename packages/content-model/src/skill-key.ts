// A skill's stable id: kebab-case, as in URLs. The learner's saved marks are filed under it, the
// Studio and the export check it, and the class area reads it from the address; one definition
// for all of them.
export const SKILL_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SKILL_KEY_MAX_LENGTH = 48;
