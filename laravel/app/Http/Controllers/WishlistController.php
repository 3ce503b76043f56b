<?php

namespace App\Http\Controllers;

use App\Http\Requests\WishlistAddRequest;
use App\Http\Resources\WishlistItemResource;
use App\Models\WishlistItem;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Validation\ValidationException;

class WishlistController extends Controller
{
    public function index(Request $request)
    {
        return WishlistItemResource::collection(WishlistItem::where('user_id', $request->user()->id)->with('product')->get());
    }

    /** Adding a product already on the list adds one more of it. */
    public function store(WishlistAddRequest $request)
    {
        $item = WishlistItem::firstOrNew(['user_id' => $request->user()->id, 'product_id' => $request->input('product_id')]);
        $item->qty = ($item->qty ?? 0) + 1;
        $item->save();

        return new WishlistItemResource($item);
    }

    public function update(Request $request, int $item): WishlistItemResource
    {
        $row = $this->own($request, $item);
        $row->update($request->validate(['qty' => ['required', 'integer', 'min:1', 'max:999']]));

        return new WishlistItemResource($row);
    }

    public function destroy(Request $request, int $item): Response
    {
        $this->own($request, $item)->delete();

        return response()->noContent();
    }

    public function clear(Request $request): Response
    {
        WishlistItem::where('user_id', $request->user()->id)->delete();

        return response()->noContent();
    }

    public function send(Request $request)
    {
        if (! WishlistItem::where('user_id', $request->user()->id)->exists()) {
            throw ValidationException::withMessages(['wishlist' => 'Your wishlist is empty.']);
        }
        $request->validate(['comment' => ['nullable', 'string', 'max:2000']]);

        return ['message' => 'Your wishlist was sent to our sales team.'];
    }

    /** Another customer's item is as missing as one that never was. */
    private function own(Request $request, int $id): WishlistItem
    {
        return WishlistItem::where('user_id', $request->user()->id)->findOrFail($id);
    }
}
