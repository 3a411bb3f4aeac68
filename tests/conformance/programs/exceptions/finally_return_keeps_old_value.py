# probe: the value a try's return gives is computed before the finally runs: an int rebound in finally is not seen, a list mutated in finally is (same object); a return in finally replaces it
# inputs
n = 1
# body
def ints():
    x = n
    try:
        return x
    finally:
        x += 100
def lists():
    x = [n]
    try:
        return x
    finally:
        x.append(2)
def replaced():
    try:
        return "try"
    finally:
        return "finally"
def nested():
    try:
        try:
            return "inner"
        finally:
            n2 = 1
    finally:
        pass
calls = []
def logged(tag):
    calls.append(tag)
    return tag
def order():
    try:
        return logged("try")
    finally:
        logged("finally")
r = (ints(), lists(), replaced(), nested(), order())
r_values = r
r_calls = calls
