RUNS = []
