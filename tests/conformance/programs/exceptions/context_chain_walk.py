# probe: three nested handlers each raising: the __context__ chain walked to the end holds every class in order
# inputs
key = "k"
idx = 5
# body
def deep():
    try:
        {}[key]
    except KeyError:
        try:
            [][idx]
        except IndexError:
            try:
                1 / 0
            except ZeroDivisionError:
                raise RuntimeError("last")
chain = []
try:
    deep()
except RuntimeError as e:
    cur = e
    while cur is not None:
        chain.append(type(cur).__name__)
        cur = cur.__context__
r_chain = chain
def with_cause():
    try:
        {}[key]
    except KeyError as ke:
        try:
            raise TypeError("t") from ke
        except TypeError:
            raise ValueError("v")
try:
    with_cause()
except ValueError as e:
    r_mixed = (type(e.__context__).__name__, type(e.__context__.__cause__).__name__,
               type(e.__context__.__context__).__name__, e.__cause__ is None)
