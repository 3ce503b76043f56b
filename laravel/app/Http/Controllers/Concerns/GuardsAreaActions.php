<?php

namespace App\Http\Controllers\Concerns;

/**
 * A resource controller behind its admin area's action keys (spec §6): reading needs `action-{area}-view`,
 * `store` the create key, `update` the edit key, `destroy` the delete key; anything else 403s without it.
 */
trait GuardsAreaActions
{
    /** @param string $area the key's middle part, e.g. `customer-areas` for `action-customer-areas-view` */
    protected function guardAreaActions(string $area): void
    {
        $actions = ['view' => ['index', 'show'], 'create' => ['store'], 'edit' => ['update'], 'delete' => ['destroy']];
        foreach ($actions as $action => $methods) {
            $this->middleware("permission:action-{$area}-{$action}")->only($methods);
        }
    }
}
