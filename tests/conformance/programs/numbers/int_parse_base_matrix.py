# probe: int(text, base) over a matrix of texts (prefixes, underscores, signs, whitespace, leading zeros) and bases 0/2/8/10/16/36
# inputs
texts = ['0', '00', '0_0', '-0', '007', '0x1f', '0X1F', '0o17', '0b101', '0b_1', '0x_f', '0_x1', '1_000', '1__0', '_1', '1_', ' 12 ', '\t-3\n', '+ 3', '--3', '', '0b', '0x', 'z', '-0x10', '0B1_1', '\x0c7\x0b', '1 2', '09', '0_7', '0o8', '12_34_56']
bases = [0, 2, 8, 10, 16, 36]
# body
r_table = []
for t in texts:
    row = []
    for b in bases:
        try:
            row.append(int(t, b))
        except ValueError as e:
            row.append('VE')
    r_table.append(row)
r_default = []
for t in texts:
    try:
        r_default.append(int(t))
    except ValueError:
        r_default.append('VE')
