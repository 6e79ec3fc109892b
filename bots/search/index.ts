// The search bot's public face: the bot by its options or by its name (`search`, `search:N`, `search:Nms`).
export { searchBot } from "./search-bot.js";
export { searchAdvice, type SearchAdvice } from "./advice.js";
export { search, type SearchResult } from "./search.js";
export { defaultSearchOptions, parseSearchName, DEFAULT_ITERATIONS, type SearchOptions } from "./options.js";
export { evaluate, DEFAULT_WEIGHTS, type Weights } from "./evaluate.js";
export { featuresOf, FEATURES, FEATURE_COUNT, type FeatureName } from "./features.js";
