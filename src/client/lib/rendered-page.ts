/** What a server render gives (src/client/entry-server.tsx), as the server reads it. */

/** Where the router sends this URL instead: its canonical address (search defaults written out). */
export interface RedirectedPage {
  redirect: string;
}

export interface RenderedPage {
  /** For the <head>: `<style>` elements with the rules the markup uses. */
  head: string;
  /** The markup inside #root. */
  root: string;
  /** For after #root: the dehydrated query cache in a `<script type="application/json">`. */
  tail: string;
  /**
   * Whether the page holds only what its URL and the data give: every read answered or refused for
   * good (a missing catch, a signed-out visitor's user), none left to the browser, no part failed.
   */
  complete: boolean;
}
