<?php

namespace App\Search;

/** One search as FTS5 reads it: each word (a prefix from two letters) or a word near it, combined with AND or OR. */
final class SearchQuery
{
    /** The FTS5 MATCH expression. */
    public string $match;

    /** @param array<int, array{word: string, prefix: bool, near: string[]}> $alternatives */
    public function __construct(private array $alternatives, string $operator)
    {
        $this->match = implode($operator, array_map(function (array $alternative) {
            $terms = ['"'.$alternative['word'].'"'.($alternative['prefix'] ? '*' : ''), ...array_map(fn (string $term) => '"'.$term.'"', $alternative['near'])];

            return count($terms) === 1 ? $terms[0] : '('.implode(' OR ', $terms).')';
        }, $alternatives));
    }

    /** Whether an indexed word is one this search looks for. */
    public function matches(string $word): bool
    {
        foreach ($this->alternatives as $alternative) {
            if ($word === $alternative['word'] || in_array($word, $alternative['near'], true)
                || ($alternative['prefix'] && str_starts_with($word, $alternative['word']))) {
                return true;
            }
        }

        return false;
    }
}
