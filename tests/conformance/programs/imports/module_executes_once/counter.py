RUNS = []
RUNS.append(1)
STATE = {"n": 0}
def bump():
    STATE["n"] += 1
