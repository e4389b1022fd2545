import { createStore } from "jotai";

/** The app's one Jotai store; tests create their own with createStore(). */
export const store = createStore();
