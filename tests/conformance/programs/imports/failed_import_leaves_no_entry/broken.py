import counter
counter.RUNS.append("broken")
PARTIAL = 1
raise ValueError("at import")
