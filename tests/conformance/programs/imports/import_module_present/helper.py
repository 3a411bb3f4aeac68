LOADS = []
LOADS.append("loaded")
VALUE = 42
def double(x):
    return x * 2
