# probe: handlers inside a loop that change the loop's list, counters and the as-name; what is left after the loop; a handler with continue; an exception in a handler ends the loop
# inputs
items = ["1", "x", "3", None, "5"]
# body
nums = []
errs = []
for s in items:
    try:
        nums.append(int(s))
    except ValueError as e:
        errs.append(("ValueError", s))
        continue
    except TypeError:
        errs.append(("TypeError", s))
        items2 = list(items)
    nums.append("ok")
r_nums = nums
r_errs = errs
r_e_bound = "e" in globals()
out = []
try:
    for s in items:
        try:
            int(s)
        except ValueError:
            out.append("bad " + s)
            raise KeyError(s)
except KeyError as e:
    out.append(("ended by", e.args, type(e.__context__).__name__))
r_out = out
