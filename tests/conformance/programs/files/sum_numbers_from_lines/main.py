# probe: converting each line of a file: int() accepts surrounding whitespace and newline, refuses "3.5" and "x" (ValueError), float takes "3.5"
# inputs
fname = "nums.txt"
# body
import os
ints, errs, floats = [], [], []
with open(os.path.join(os.path.dirname(__file__), fname)) as f:
    for line in f:
        try:
            ints.append(int(line))
        except ValueError as e:
            errs.append(type(e).__name__)
            try:
                floats.append(float(line))
            except ValueError:
                floats.append(None)
r_ints = ints
r_errs = errs
r_floats = floats
r_total = sum(ints)
