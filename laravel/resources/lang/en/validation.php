<?php

// The spec's texts for the generic rules (§5); the other rules keep Laravel 8's default English.
$max = 'must be less than or equal to :max';
$min = 'must be greater than or equal to :min';

return [
    'required' => 'Input must not be empty.',
    'email' => 'Enter a valid email address',
    'max' => ['numeric' => $max, 'file' => $max, 'string' => $max, 'array' => $max],
    'min' => ['numeric' => $min, 'file' => $min, 'string' => $min, 'array' => $min],
    'array' => 'The :attribute must be an array.',
    'boolean' => 'The :attribute field must be true or false.',
    'confirmed' => 'The :attribute field confirmation does not match.',
    'exists' => 'The selected :attribute is invalid.',
    'image' => 'The :attribute must be an image.',
    'in' => 'The selected :attribute is invalid.',
    'integer' => 'The :attribute must be an integer.',
    'numeric' => 'The :attribute must be a number.',
    'string' => 'The :attribute must be a string.',
    'unique' => 'The :attribute has already been taken.',
    'uploaded' => 'The :attribute failed to upload.',
    // A picture field names no field a person sees: "The images.0 must be an image." says less than this.
    'custom' => [
        'image' => ['image' => 'The file must be an image.'],
        'images.*' => ['image' => 'The file must be an image.'],
    ],
];
