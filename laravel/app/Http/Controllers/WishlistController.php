<?php

namespace App\Http\Controllers;

use App\Http\Requests\ProductInquiryRequest;
use App\Http\Requests\WishlistAddRequest;
use App\Http\Resources\WishlistItemResource;
use App\Models\Notification;
use App\Models\Product;
use App\Models\WishlistItem;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Log;
use Illuminate\Validation\ValidationException;

class WishlistController extends Controller
{
    private const SENT = 'Your wishlist was sent to our sales team.';

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

    /**
     * Sends the items the customer reviewed, with the quantities they saw, and records them as a notification. A
     * retry with the same idempotency key (its first answer lost) is answered with the first, not recorded twice.
     */
    public function send(Request $request)
    {
        $user = $request->user();
        $key = (string) $request->input('idempotency_key', '');
        $first = $key === '' ? null : Notification::where('user_id', $user->id)->where('idempotency_key', $key)->first();
        if ($first) {
            return ['message' => self::SENT, 'data' => $first];
        }
        if (! WishlistItem::where('user_id', $user->id)->exists()) {
            throw ValidationException::withMessages(['wishlist' => 'Your wishlist is empty.']);
        }
        $valid = $request->validate([
            'comment' => ['nullable', 'string', 'max:2000'],
            'idempotency_key' => ['required', 'string', 'max:100'],
            'items' => ['required', 'array'],
            'items.*.product_id' => ['required', 'exists:products,id'],
            'items.*.qty' => ['required', 'integer', 'min:1', 'max:999'],
        ]);
        $notification = Notification::create(
            $this->notificationOf($valid['items'], (string) ($valid['comment'] ?? ''))
                + ['user_id' => $user->id, 'idempotency_key' => $key, 'url' => null, 'read_at' => null]
        );

        return ['message' => self::SENT, 'data' => $notification->fresh()];
    }

    /** A question about one product for the sales team (their log; they answer it by mail). */
    public function inquiry(ProductInquiryRequest $request)
    {
        Log::info('Product enquiry', $request->validated() + ['user_id' => $request->user()->id]);

        return ['message' => 'Your enquiry was sent to our sales team.'];
    }

    /** What was sent, worded as the mocks word it (wishlistSentNotification). */
    private function notificationOf(array $items, string $note): array
    {
        $titles = Product::whereIn('id', array_column($items, 'product_id'))->pluck('title', 'id');
        $pieces = fn (int $qty) => $qty === 1 ? '1 piece' : "{$qty} pieces";
        $total = array_sum(array_map(fn ($item) => (int) $item['qty'], $items));
        $products = count($items) === 1 ? '1 product' : count($items).' products';
        $list = implode('; ', array_map(
            fn ($item) => "{$titles[$item['product_id']]} ({$item['product_id']}) × ".(int) $item['qty'],
            $items
        ));
        $noteText = trim($note) === '' ? '' : ' Your note: '.trim($note);

        return [
            'title' => 'Wishlist sent to our sales team',
            'message' => "{$products}, {$pieces($total)} in total: {$list}.{$noteText}",
        ];
    }

    /** Another customer's item is as missing as one that never was. */
    private function own(Request $request, int $id): WishlistItem
    {
        return WishlistItem::where('user_id', $request->user()->id)->findOrFail($id);
    }
}
