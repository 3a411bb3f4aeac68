# probe: a retry-style while loop whose bound comes from the config, succeeding and breaking on its second attempt
# inputs
max_tries = 4
# body
found = None
n = 0
while n < max_tries:
    n += 1
    if n == 2:
        found = "two"
        break
