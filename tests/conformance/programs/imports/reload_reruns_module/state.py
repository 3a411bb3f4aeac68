try:
    RUNS += 1
except NameError:
    RUNS = 1
ITEMS = []
