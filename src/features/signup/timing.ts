/** SPEC §9: the complete button is disabled for the first 3 s of a wait for an app approval. */
export const COMPLETE_ENABLE_MS = 3_000;
