<?php

namespace App\Http\Controllers;

use App\Http\Requests\EnquiryRequest;
use App\Models\Enquiry;

class EnquiryController extends Controller
{
    public function store(EnquiryRequest $request)
    {
        Enquiry::create($request->validated());

        return ['message' => 'Thank you! Your application is under review.'];
    }
}
