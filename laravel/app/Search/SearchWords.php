<?php

namespace App\Search;

use Normalizer;

/**
 * The catalogue search's word rules, as @factory/api's searchWords.ts states them: lower case without accents, a
 * hyphenated word read as its parts and as the parts run together ("T-Rex" → t, rex, trex), so `t-rex`, `t rex`
 * and `trex` meet, and a product code is found whole or by its parts.
 */
final class SearchWords
{
    private const WRITTEN_WORD = "/[\\p{L}\\p{N}]+(?:[-'’.\\/_][\\p{L}\\p{N}]+)*/u";

    public static function fold(string $text): string
    {
        return mb_strtolower(preg_replace('/\p{M}+/u', '', Normalizer::normalize($text, Normalizer::FORM_KD)));
    }

    /** @return string[] the search words of a text, in order */
    public static function of(string $text): array
    {
        preg_match_all(self::WRITTEN_WORD, self::fold($text), $found);
        $words = [];
        foreach ($found[0] as $written) {
            $parts = preg_split("/[-'’.\\/_]/u", $written);
            array_push($words, ...$parts);
            if (count($parts) > 1) {
                $words[] = implode('', $parts);
            }
        }

        return $words;
    }

    /** The words as one indexed text: FTS5's own tokenizer then only splits on the spaces. */
    public static function indexed(string $text): string
    {
        return implode(' ', self::of($text));
    }
}
