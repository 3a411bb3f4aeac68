"""GPU peak numbers and roofline helpers used by every scenario's report rows."""

DEFAULT_GPU = "b200"

# Dense peaks (no sparsity). TFLOP/s for math, TB/s for HBM.
GPU_SPECS = {
    "b200": {
        "fp16_tflops": 2250.0,
        "fp8_tflops": 4500.0,
        "fp4_tflops": 9000.0,
        "hbm_tbps": 8.0,
    },
    "h100": {
        "fp16_tflops": 989.0,
        "fp8_tflops": 1979.0,
        "hbm_tbps": 3.35,
    },
    "h20": {
        "fp16_tflops": 148.0,
        "fp8_tflops": 296.0,
        "hbm_tbps": 4.0,
    },
}

_PEAK_KEY = {
    "bfloat16": "fp16_tflops",
    "float16": "fp16_tflops",
    "float8_e4m3fn": "fp8_tflops",
    "float8_e5m2": "fp8_tflops",
    "fp8": "fp8_tflops",
    "w8a8-mxfp8": "fp8_tflops",
    "w4a4-nvfp4": "fp4_tflops",
    "bf16": "fp16_tflops",
}


def roofline_tflops(spec, dtype):
    """Peak math throughput for a dtype name (or GEMM mode); None if the GPU has no such unit."""
    key = _PEAK_KEY.get(str(dtype).replace("torch.", ""), "fp16_tflops")
    return spec.get(key)


def attainable_tflops(spec, dtype, flops, bytes_moved):
    """Roofline bound: min(compute peak, bandwidth * arithmetic intensity)."""
    peak = roofline_tflops(spec, dtype)
    if peak is None or bytes_moved == 0:
        return peak
    intensity = flops / bytes_moved
    return min(peak, spec["hbm_tbps"] * intensity)


def metrics_row(spec, dtype, flops, bytes_moved, time_us):
    """Achieved TFLOP/s, TB/s and their fraction of the roofline, for one timed point."""
    secs = time_us * 1e-6
    tflops = flops / secs / 1e12 if secs > 0 else 0.0
    tbps = bytes_moved / secs / 1e12 if secs > 0 else 0.0
    bound = attainable_tflops(spec, dtype, flops, bytes_moved)
    return {
        "time_us": round(time_us, 3),
        "tflops": round(tflops, 2),
        "tbps": round(tbps, 3),
        "roofline_pct": round(100.0 * tflops / bound, 1) if bound else None,
    }
