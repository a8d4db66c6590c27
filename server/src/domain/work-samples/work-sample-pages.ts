/** Work samples a page shows unless the caller asks otherwise (the public page and its cached answers too). */
export const WORK_SAMPLES_PER_PAGE = 9;
