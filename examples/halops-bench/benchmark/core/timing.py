"""CUDA-event timing shared by all scenarios."""

import torch

_L2_FLUSH_BYTES = 256 * 1024 * 1024
_flush_buf = None


def _flush_l2():
    global _flush_buf
    if _flush_buf is None:
        _flush_buf = torch.empty(_L2_FLUSH_BYTES, dtype=torch.int8, device="cuda")
    _flush_buf.zero_()


def bench(fn, dry_run_iters, repeat_iters, cold_l2_cache=True, use_cuda_graph=False):
    """Median time of ``fn()`` in microseconds."""
    for _ in range(dry_run_iters):
        fn()
    torch.cuda.synchronize()

    if use_cuda_graph:
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            fn()
        fn = graph.replay

    times = []
    for _ in range(repeat_iters):
        if cold_l2_cache:
            _flush_l2()
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1000.0)
    times.sort()
    return times[len(times) // 2]
