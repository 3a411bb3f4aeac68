def run(x): return x * 10
