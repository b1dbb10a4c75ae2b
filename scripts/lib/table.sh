# Shared by the measurement scripts, through measure.sh.

# Prints tab-separated lines from standard input as a table, each column as wide as its widest
# cell, with a blank line before and after.
print_table() {
  awk -F '\t' '
    { for (i = 1; i <= NF; i++) { cell[NR, i] = $i; if (length($i) > width[i]) width[i] = length($i) } rows = NR; cols = (NF > cols ? NF : cols) }
    END { print ""; for (r = 1; r <= rows; r++) { line = ""; for (i = 1; i <= cols; i++) line = line sprintf(i < cols ? "%-" width[i] "s  " : "%s", cell[r, i]); print line } print "" }'
}
