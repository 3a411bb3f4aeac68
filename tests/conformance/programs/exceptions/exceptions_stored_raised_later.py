# probe: exception instances made in a loop, stored in a list and raised later, one at a time; the stored object is the one caught; args kept
# inputs
n = 3
# body
errs = []
for i in range(n):
    errs.append(ValueError(i) if i % 2 == 0 else KeyError(i))
caught = []
for e in errs:
    try:
        raise e
    except ValueError as got:
        caught.append(("V", got.args, got is e))
    except KeyError as got:
        caught.append(("K", got.args, got is e))
r_caught = caught
pending = None
for i in range(n):
    try:
        if i == 1:
            raise IndexError(i)
    except IndexError as err:
        pending = err
r_pending = (type(pending).__name__, pending.args)
try:
    raise pending
except LookupError as again:
    r_again = again is pending
