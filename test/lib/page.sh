# page.sh: a man page's literal blocks, as the tests take the page's
# own text (commands, files) rather than a copy of it.
#
# page_block FILE MARK: the lines of FILE's literal block (.Bd ... .Ed)
# after the comment line `.\" MARK'
page_block() {
	awk -v name="$2" '
		$0 == ".\\\" " name { mark = 1; next }
		mark && /^\.Bd/ { on = 1; mark = 0; next }
		on && /^\.Ed/ { exit }
		on { print }' "$1"
}
