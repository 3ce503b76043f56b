<?php

namespace App\Http\Controllers;

use App\Http\Requests\TempProductRequest;
use App\Models\TempProduct;
use Illuminate\Support\Str;

/** The administrator starts a new product: a temp product and its verification link's token (unguessable). */
class TempProductController extends Controller
{
    public function store(TempProductRequest $request)
    {
        $input = $request->validated();
        $temp = TempProduct::create([
            'token' => Str::random(40),
            'product_id' => $input['product_id'] ?? '',
            'parent_code' => trim((string) ($input['parent_code'] ?? '')),
            'title' => $input['title'],
            'is_locked' => 0,
            'categories' => [],
            'images' => [],
            'expired' => false,
        ]);

        return response()->json(['data' => $temp->fresh()->reportRow()], 201);
    }
}
