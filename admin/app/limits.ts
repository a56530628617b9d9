export const NOTE_MAX = 2000;
