<?php

return [
    // The synonyms data file the mocks' local API reads too (mocks/src/search/synonyms.json).
    'synonyms' => env('SEARCH_SYNONYMS', base_path('../mocks/src/search/synonyms.json')),
];
