# probe: a three-stage generator pipeline logs each stage: the order is interleaved item by item (not stage by stage); an early stop leaves later source items unread
# inputs
lines = ["a=1", "#c", "b=2", "", "c=3", "d=4"]
# body
log = []
def read(src):
    for line in src:
        log.append(("read", line))
        yield line
def strip_comments(it):
    for line in it:
        if line and not line.startswith("#"):
            log.append(("keep", line))
            yield line
def parse(it):
    for line in it:
        k, v = line.split("=")
        log.append(("parse", k))
        yield k, int(v)
pipe = parse(strip_comments(read(lines)))
r_first = next(pipe)
r_log_first = list(log)
log.clear()
r_second = next(pipe)
r_log_second = list(log)
log.clear()
result = {}
for k, v in pipe:
    result[k] = v
    if v >= 3:
        break
r_result = result
r_log_rest = list(log)
