<?php

return [
    // Sessions in the database: one SQLite file holds a run's whole state.
    'driver' => 'database',
    'lifetime' => 120,
    'expire_on_close' => true,
    'encrypt' => false,
    'connection' => null,
    'table' => 'sessions',
    'lottery' => [2, 100],
    // The cookie name the mocks use (`factory_session`).
    'cookie' => 'factory_session',
    'path' => '/',
    'domain' => null,
    'secure' => false,
    'http_only' => true,
    'same_site' => 'lax',
];
