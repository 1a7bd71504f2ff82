/** The face of the landing feature: nothing other features need; registered in features/index.ts. */
export {};
