-- Trigram matching for product search: candidates come from a GIN index on products.title
-- (ranked afterwards with the contract's similarity).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
