<?php

/*
 * The Artisan commands staff may run from the dev-commands screen (the mocks' list): each harmless to run at any time.
 * Nothing else can be run through POST /api/dev-commands/{name}.
 */
return [
    'cache:clear' => 'Flush the application cache.',
    'config:cache' => 'Rebuild the configuration cache.',
    'queue:restart' => 'Restart the queue workers after their current job.',
    'media:thumbnails' => 'Generate missing 600x600 thumbnails.',
    'catalog:reindex' => 'Rebuild the product search index.',
];
