<?php

namespace App\Search;

/**
 * The catalogue's synonyms, read from the one data file the mocks read too (config search.synonyms): each group's
 * names mean one thing, so a product named by one is found by any.
 */
final class Synonyms
{
    /** @var array<int, array<int, string[]>> each group's names as search words */
    private array $groups;

    public function __construct(string $path)
    {
        $file = json_decode(file_get_contents($path), true, 512, JSON_THROW_ON_ERROR);
        $this->groups = array_map(fn (array $names) => array_map([SearchWords::class, 'of'], $names), $file['groups']);
    }

    /**
     * The groups a text names: for each, the words of the names it holds (`named`) and of the other names
     * (`synonyms`, indexed with the text).
     *
     * @return array<int, array{named: string[], synonyms: string[]}>
     */
    public function of(string $text): array
    {
        $words = SearchWords::of($text);
        $named = [];
        foreach ($this->groups as $names) {
            $held = array_values(array_filter($names, fn (array $name) => self::containsRun($words, $name)));
            if ($held === []) {
                continue;
            }
            $others = array_values(array_filter($names, fn (array $name) => ! in_array($name, $held, true)));
            $named[] = ['named' => array_merge(...$held), 'synonyms' => array_merge([], ...$others)];
        }

        return $named;
    }

    /** @param string[] $words @param string[] $run */
    private static function containsRun(array $words, array $run): bool
    {
        for ($start = 0; $start + count($run) <= count($words); $start++) {
            if (array_slice($words, $start, count($run)) === $run) {
                return true;
            }
        }

        return false;
    }
}
