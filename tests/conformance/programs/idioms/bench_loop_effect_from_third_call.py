# probe: a timing loop of a fixed count calling a bench function that keeps its call count in a dict and, from the third call on, records into a results list through a helper; the loop target is never read; the same loop inside a function with its own state
# inputs
name = "gemm"
# body
state = {"calls": 0}
results = []
def record(tag):
    results.append((tag, state["calls"]))
def bench(tag):
    state["calls"] += 1
    if state["calls"] >= 3:
        record(tag)
for _ in range(4):
    bench(name)
r_results = list(results)
r_calls = state["calls"]
def run_local():
    calls = [0]
    timed = []
    def step():
        calls[0] += 1
        if calls[0] > 2:
            timed.append(calls[0])
    for _ in range(5):
        step()
    return timed, calls[0]
r_local = run_local()
