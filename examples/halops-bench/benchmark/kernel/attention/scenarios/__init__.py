from . import decode_gqa, prefill_chunked, prefill_dense

SCENARIOS = {
    "decode_gqa": decode_gqa.run_scenario,
    "prefill_dense": prefill_dense.run_scenario,
    "prefill_chunked": prefill_chunked.run_scenario,
}
