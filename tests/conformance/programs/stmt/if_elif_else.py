# probe: if / elif / else chains, each branch taken once
# inputs
x = 15
# body
def classify(v):
    if v % 15 == 0:
        return "fizzbuzz"
    elif v % 5 == 0:
        return "buzz"
    elif v % 3 == 0:
        return "fizz"
    else:
        return str(v)
r_all = [classify(v) for v in (1, 3, 5, x)]
if x > 10:
    r_big = True
if x < 0:
    r_neg = True
else:
    r_neg = False
if not x:
    r_falsy = True
elif x:
    r_falsy = False
