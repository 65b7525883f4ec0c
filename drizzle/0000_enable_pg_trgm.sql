-- pg_trgm backs the trigram index for the catalogue text search (DESIGN 10, "Search at scale").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
