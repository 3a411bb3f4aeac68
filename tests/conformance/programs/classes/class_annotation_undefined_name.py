# probe: annotations in a class body are evaluated: an undefined name there raises NameError
# inputs
v = 1
# body
try:
    class Outer:
        inner: Undefined
    r = "ok"
except NameError as e:
    r = str(e)
try:
    class Outer2:
        inner: Undefined = v
    r2 = "ok"
except NameError as e:
    r2 = str(e)
