/** The office, drawn as the one filled mark on the map of the area served: Lewisburg, WV. */
export const officePlace: [number, number] = [-80.45, 37.8];
