-- Levenshtein distance in the database: search candidates are the vocabulary words whose
-- contract similarity (1 - distance / longer length, or a prefix's) reaches 0.5, computed
-- exactly in SQL over the small `search_words` table (trigrams alone lose typo'd words).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
