/**
 * The API's version: the OpenAPI document's info.version, and what the publish check tells the
 * release command. One constant, so the two can never say different things.
 */
export const API_VERSION = '0.1.0';
