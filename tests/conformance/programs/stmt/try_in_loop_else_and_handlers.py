# probe: try inside loops: else runs only without exception, break inside try skips else but runs finally, continue in except, exceptions from else are not caught by the same try's handlers
# inputs
values = ["1", "x", "3", "stop", "5"]
# body
log = []
total = 0
for v in values:
    try:
        if v == "stop":
            break
        n = int(v)
    except ValueError:
        log.append(("bad", v))
        continue
    else:
        total += n
        log.append(("ok", n))
    finally:
        log.append(("finally", v))
r_total = total
r_log = log
def else_raises():
    try:
        x = 1
    except ZeroDivisionError:
        return "handled in same try"
    else:
        return x / 0
try:
    r_else = else_raises()
except ZeroDivisionError as e:
    r_else = ("escaped", type(e).__name__)
count = 0
while True:
    count += 1
    try:
        if count < 3:
            continue
        break
    finally:
        log.append(("while finally", count))
r_count = count
r_tail = log[-3:]
